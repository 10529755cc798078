// A small inline flag per language code (spec 001 §2 'language dropdown with a flag per
// language'): plain SVG, so it renders everywhere (flag emoji do not on Windows and most Linux
// desktops). Unknown codes get the code as a badge.
const W = 21;
const H = 14;

function stripes(colors: string[], vertical: boolean) {
  const n = colors.length;
  return colors.map((fill, i) =>
    vertical ? (
      <rect key={i} x={(W / n) * i} y={0} width={W / n} height={H} fill={fill} />
    ) : (
      <rect key={i} x={0} y={(H / n) * i} width={W} height={H / n} fill={fill} />
    ),
  );
}

const flags: Record<string, () => React.ReactNode> = {
  it: () => stripes(['#009246', '#ffffff', '#ce2b37'], true),
  fr: () => stripes(['#0055a4', '#ffffff', '#ef4135'], true),
  de: () => stripes(['#000000', '#dd0000', '#ffce00'], false),
  es: () => (
    <>
      <rect width={W} height={H} fill="#aa151b" />
      <rect y={H / 4} width={W} height={H / 2} fill="#f1bf00" />
    </>
  ),
  en: () => (
    <>
      <rect width={W} height={H} fill="#012169" />
      <path d={`M0,0 L${W},${H} M${W},0 L0,${H}`} stroke="#ffffff" strokeWidth={3} />
      <path d={`M0,0 L${W},${H} M${W},0 L0,${H}`} stroke="#c8102e" strokeWidth={1} />
      <path d={`M${W / 2},0 V${H} M0,${H / 2} H${W}`} stroke="#ffffff" strokeWidth={4.5} />
      <path d={`M${W / 2},0 V${H} M0,${H / 2} H${W}`} stroke="#c8102e" strokeWidth={2.5} />
    </>
  ),
};

export function LanguageFlag({ code }: { code: string }) {
  const draw = flags[code.toLowerCase()];
  if (!draw) {
    return (
      <span className="language-badge" aria-hidden="true">
        {code.toUpperCase()}
      </span>
    );
  }
  return (
    <svg
      className="language-flag"
      width={W}
      height={H}
      viewBox={`0 0 ${W} ${H}`}
      aria-hidden="true"
      focusable="false"
      data-testid={`flag-${code}`}
    >
      {draw()}
    </svg>
  );
}
