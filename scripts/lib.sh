# Shared by scripts/demo and scripts/test: installs what Segue needs from Debian's apt.
# Sourced, not run.

segue_root() { cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd; }

# Installs the given apt packages that are not installed yet, as root or through sudo.
ensure_apt_packages() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
            echo "error: missing packages ${missing[*]}, and not root with no sudo; install them and retry." >&2
            return 1
        fi
    fi
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
}

# Puts Swift on PATH when it is installed at /opt/swift but not on PATH.
ensure_swift() {
    command -v swift >/dev/null 2>&1 && return 0
    [ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH" && return 0
    echo "error: Swift is not installed (looked on PATH and in /opt/swift); install Swift 5.9 or newer." >&2
    return 1
}

# libglib2.0-dev: GIO's GSettings, for the desktop's reduce-animations setting; its schema comes
# with gsettings-desktop-schemas (without it Segue falls back to XSETTINGS, then full motion).
SEGUE_APT_PACKAGES=(pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpixman-1-dev libcairo2-dev libx11-dev
    libglib2.0-dev gsettings-desktop-schemas)
