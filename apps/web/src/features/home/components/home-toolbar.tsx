// The home shell's toolbar is the app shell's (spec 001 §2: menu and info buttons, greeting,
// chosen venue, language dropdown with flags): features/shell/components/shell-toolbar.tsx.
import { ShellToolbar } from '../../shell';

export function HomeToolbar() {
  return <ShellToolbar />;
}
