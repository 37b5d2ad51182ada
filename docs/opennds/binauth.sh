#!/bin/sh
# openNDS BinAuth for the Wi-Fi console (docs/gateways.md, "openNDS BinAuth"). POSIX sh: BusyBox ash on OpenWrt,
# dash on Debian. Install it on the router (chmod 755) and set `binauth /path/to/binauth.sh` in openNDS's config.
#
# Settings, from the environment, else from /etc/opennds/wifi-console.conf (KEY=value lines; WIFI_CONSOLE_CONF
# names another file):
#   WIFI_CONSOLE_URL  the console as this router reaches it, e.g. https://wifi.example.com
#   WIFI_CONSOLE_KEY  this access point's faskey, the same as the console holds for it
#
# openNDS 9.10 runs it as
#   auth_client <mac> <redir> <user agent> <client ip> <token> <custom>
#   <kind> <mac> <bytes in> <bytes out> <session start> <session end> <token> <custom>
# `custom` is the hand-off's, URL-encoded base64 of one line the console signed:
#   login <session id> <hid16> <expires> <seconds> <up kb/s> <down kb/s> <up quota kB> <down quota kB> <signature>
# with signature = lower-case hex SHA-256 of the text before it followed by the key, and hid16 the first 16 hex digits
# of SHA-256(token) (openNDS's hid of this visit).
#
# auth_client prints that policy line (openNDS's session length, rates and quotas) for a hand-off that is this
# visit's, signed, and not expired. Anything else is refused by printing nothing: never exit non-zero, which openNDS
# takes as "could not run" and lets the guest in with its defaults. At a logout it posts the session's bytes, times
# and kind to the console, signed the same way, in the background (openNDS waits for this script), and prints
# nothing. The guest's MAC is never sent.

conf=${WIFI_CONSOLE_CONF:-/etc/opennds/wifi-console.conf}
url=${WIFI_CONSOLE_URL:-}
key=${WIFI_CONSOLE_KEY:-}
nl='
'

# A value from the conf file, without surrounding quotes or a Windows line end.
unquote() {
	v=${1%"$(printf '\r')"}
	case $v in
	\"*\")
		v=${v#\"}
		v=${v%\"}
		;;
	\'*\')
		v=${v#\'}
		v=${v%\'}
		;;
	esac
	printf '%s' "$v"
}

if [ -r "$conf" ]; then
	while IFS= read -r line || [ -n "$line" ]; do
		case $line in
		WIFI_CONSOLE_URL=*) [ -n "$url" ] || url=$(unquote "${line#*=}") ;;
		WIFI_CONSOLE_KEY=*) [ -n "$key" ] || key=$(unquote "${line#*=}") ;;
		esac
	done <"$conf"
fi
url=${url%/}

log() { logger -t wifi-console-binauth "$*" 2>/dev/null; }

# Without a usable key nobody is let in (the guest sees the console's "did not let you through"), rather than
# everyone with openNDS's defaults.
case $key in '' | *[!A-Za-z0-9]*)
	log "WIFI_CONSOLE_KEY is missing or not letters and digits"
	exit 0
	;;
esac

sign() { printf '%s%s' "$1" "$key" | sha256sum | cut -d ' ' -f 1; }

# The text of a URL-encoded base64 `custom`; fails on anything else. Only + / = can be URL-encoded in base64.
decode() {
	b64=$(printf '%s' "$1" | sed 's/%2[Bb]/+/g; s/%2[Ff]/\//g; s/%3[Dd]/=/g')
	case $b64 in '' | *[!A-Za-z0-9+/=]*) return 1 ;; esac
	if command -v base64 >/dev/null 2>&1; then
		printf '%s' "$b64" | base64 -d 2>/dev/null
	else
		ndsctl b64decode "$b64"
	fi
}

# Reads a `custom` the console signed with the key into session, hid16, expires and limits; fails otherwise. The
# whole text must be one line of exactly these fields, so nothing can be added before, between or after them.
read_custom() {
	text=$(decode "$1") || return 1
	case $text in *"$nl"*) return 1 ;; esac
	printf '%s\n' "$text" |
		grep -Eqx 'login [0-9a-f-]{36} [0-9a-f]{16} [0-9]{1,10}( [0-9]{1,10}){5} [0-9a-f]{64}' || return 1
	[ "$(sign "${text% *}")" = "${text##* }" ] || return 1
	# Split into its fields on purpose: they were checked above, so no glob character is among them.
	# shellcheck disable=SC2086
	set -- $text
	session=$2 hid16=$3 expires=$4 limits="$5 $6 $7 $8 $9"
}

is_count() { case $1 in '' | *[!0-9]*) return 1 ;; esac; }

# Posts a report to the console with whichever client the router has; fails unless the console took it (2xx).
# BusyBox's wget may be built without -T (Debian's then crashes on it), so `timeout` bounds it where it exists.
post() {
	to="$url/api/opennds/logout"
	if command -v uclient-fetch >/dev/null 2>&1; then
		uclient-fetch -q -T 20 -O /dev/null --post-data="$1" "$to"
	elif command -v wget >/dev/null 2>&1; then
		if command -v timeout >/dev/null 2>&1; then
			timeout 20 wget -q -O /dev/null --post-data="$1" "$to"
		else
			wget -q -O /dev/null --post-data="$1" "$to"
		fi
	else
		curl -fsS -m 20 -o /dev/null --data "$1" "$to"
	fi
}

# A few tries over about two minutes, for a console restarting or a link coming back; then the report is lost and
# the console ends the session itself after its length (docs/decisions/034).
send() {
	for pause in 10 30 60 0; do
		post "$1" && return 0
		[ "$pause" = 0 ] || sleep "$pause"
	done
	log "the console did not take the logout report of session $session"
}

case ${1:-} in
auth_client)
	read_custom "${7:-}" || { log "refused a hand-off not signed with this access point's key"; exit 0; }
	[ "$(printf '%s' "${6:-}" | sha256sum | cut -c 1-16)" = "$hid16" ] || { log "refused another visit's hand-off"; exit 0; }
	[ "$(date +%s)" -le "$expires" ] || { log "refused an expired hand-off (is the router's clock right?)"; exit 0; }
	printf '%s\n' "$limits"
	;;
client_deauth | idle_deauth | timeout_deauth | ndsctl_deauth | downquota_deauth | upquota_deauth | shutdown_deauth)
	# A guest let in otherwise (ndsctl auth) carries no custom of ours: nothing to report.
	read_custom "${8:-}" || exit 0
	is_count "${3:-}" && is_count "${4:-}" && is_count "${5:-}" && is_count "${6:-}" || exit 0
	case $url in http://* | https://*) ;; *)
		log "WIFI_CONSOLE_URL is missing or not http(s): the logout is not reported"
		exit 0
		;;
	esac
	report="logout $session $1 $3 $4 $5 $6"
	body="session=$session&cause=$1&bytesIn=$3&bytesOut=$4&start=$5&end=$6&signature=$(sign "$report")"
	# A subshell: BusyBox's ash would not apply these redirections to a function run in the background, and openNDS
	# would wait for the whole send.
	(send "$body") </dev/null >/dev/null 2>&1 &
	;;
esac
exit 0
