# Sourced by bin/corolla, bin/install, bin/test and bin/fuzz: makes sure the system packages they
# need are installed.

corolla_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

# Prints the packages of the lists bin/lib/LIST… that dpkg does not report as installed.
missing_system_packages() {
    local list package
    for list in "$@"; do
        while read -r package; do
            case "$package" in ''|'#'*) continue ;; esac
            dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || echo "$package"
        done < "$corolla_root/bin/lib/$list"
    done
}

# Installs the missing packages of bin/lib/LIST… (system-packages when none is named) when running
# as root; otherwise says what to run and fails.
ensure_system_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0   # not Debian: trust the machine
    local missing
    missing=$(missing_system_packages "${@:-system-packages}" | tr '\n' ' ')
    [ -z "${missing// /}" ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "Installing system packages: $missing" >&2
        apt-get update -qq >&2
        # shellcheck disable=SC2086
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >&2
    else
        echo "Corolla needs these system packages. Run:" >&2
        echo "  sudo apt-get install -y $missing" >&2
        return 1
    fi
}

# Builds the release corolla when it is missing or older than the sources; sets corolla_binary to
# its path.
build_release_corolla() {
    corolla_binary="$corolla_root/.build/release/corolla"
    if [ ! -x "$corolla_binary" ] || [ -n "$(find "$corolla_root/Package.swift" "$corolla_root/Sources" "$corolla_root/Migrations" \
            "$corolla_root/Plugins" -newer "$corolla_binary" -print -quit 2>/dev/null)" ]; then
        echo "Building corolla (release)…" >&2
        (cd "$corolla_root" && swift build -c release --product corolla >&2)
    fi
}

# Makes .venv-test, a virtual environment over the system's Python with the pinned packages of
# bin/lib/python-packages-test, when it is missing or lacks one; says so and goes on when PyPI
# cannot be reached (the tests that need it then skip, naming it).
ensure_test_venv() {
    local venv="$corolla_root/.venv-test" wanted
    wanted=$(grep -v '^#' "$corolla_root/bin/lib/python-packages-test" | grep .)
    if [ -x "$venv/bin/python" ] && [ "$("$venv/bin/pip" freeze 2>/dev/null | grep -cxF "$wanted")" -eq "$(echo "$wanted" | wc -l)" ]; then
        return 0
    fi
    [ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv --system-site-packages "$venv"
    # shellcheck disable=SC2086
    "$venv/bin/pip" install -q $wanted || echo "bin/test: could not install $wanted from PyPI into .venv-test; the accessibility check will skip" >&2
}
