#!/usr/bin/env bash
# Runs a command on the Node.js of .nvmrc: `bash scripts/with-node.sh CMD ARGS...`.
# The README's two commands (`npm run demo`, `npm test`) go through it, so they work as they
# are on a machine whose own Node is older: use-node.sh installs the right one into .tools/
# from the npm registry once and puts it first on PATH. npm's own run-script environment
# names the Node that started it (npm_node_execpath, NODE); they are cleared so that nested
# `npm run` calls and the tools they start pick the Node on PATH.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/use-node.sh"
unset npm_node_execpath NODE npm_execpath npm_config_node_gyp
exec "$@"
