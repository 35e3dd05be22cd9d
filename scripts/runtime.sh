# Sourced by the project's scripts (bash): puts a Node.js of the line in `.nvmrc`
# first on PATH (decision 036). A machine whose `node` is that line or newer keeps
# its own; an older one gets Node's official binary from the npm registry
# (`node-<os>-<arch>`, a package of its own), installed once into `.runtime/`.
# Nothing is downloaded from anywhere but the npm registry.

runtime_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runtime_want="$(tr -d ' \n\r' <"$runtime_root/.nvmrc")"
runtime_major="${runtime_want%%.*}"

runtime_major_of() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(runtime_major_of node)" -lt "$runtime_major" ]; then
  case "$(uname -s)" in Linux) runtime_os=linux ;; Darwin) runtime_os=darwin ;; *) runtime_os=unknown ;; esac
  case "$(uname -m)" in x86_64 | amd64) runtime_arch=x64 ;; aarch64 | arm64) runtime_arch=arm64 ;; *) runtime_arch=unknown ;; esac
  runtime_pkg="node-$runtime_os-$runtime_arch"
  runtime_dir="$runtime_root/.runtime"
  runtime_bin="$runtime_dir/node_modules/$runtime_pkg/bin"
  if [ ! -x "$runtime_bin/node" ] || [ "$("$runtime_bin/node" -p process.versions.node 2>/dev/null)" != "$runtime_want" ]; then
    echo "== Node $runtime_want from the npm registry ($runtime_pkg; this machine has $(node --version 2>/dev/null || echo 'no node'))" >&2
    mkdir -p "$runtime_dir"
    [ -f "$runtime_dir/package.json" ] || echo '{"private":true}' >"$runtime_dir/package.json"
    npm install --prefix "$runtime_dir" --no-audit --no-fund --no-save --loglevel=error "$runtime_pkg@$runtime_want" >&2 ||
      { echo "Could not install $runtime_pkg@$runtime_want from the npm registry: install Node $runtime_major (see .nvmrc) and run again." >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$runtime_bin:$PATH"
  # Native addons build against this Node's headers, which the package ships.
  export npm_config_nodedir="$runtime_dir/node_modules/$runtime_pkg"
fi
