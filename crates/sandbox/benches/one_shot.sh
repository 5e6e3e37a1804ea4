#!/usr/bin/env bash
# One-shot overhead: wall time per run of a Python hello through `mashang-sandbox run` against the
# same interpreter run bare with the same flags in a clean environment. Usage (as root, from the
# workspace root): cargo build --release -p mashang-sandbox --bin mashang-sandbox &&
#   crates/sandbox/benches/one_shot.sh [target/release/mashang-sandbox ...]   (N=40 runs, 2 rounds)
set -euo pipefail
N=${N:-40}
bins=("$@")
[ ${#bins[@]} -gt 0 ] || bins=(target/release/mashang-sandbox)
hello=$(mktemp --suffix=.py)
trap 'rm -f "$hello"' EXIT
echo 'print("hello")' >"$hello"
py=$(python3 -c 'import sys; print(sys.executable)')
per_run() { local s; s=$(date +%s%N); for _ in $(seq "$N"); do "$@" >/dev/null 2>&1; done; echo $(( ($(date +%s%N) - s) / N / 1000 )); }
for round in 1 2; do
    bare=$(per_run env -i "$py" -B -u "$hello")
    echo "round $round: bare $py -B -u: ${bare} us/run"
    for b in "${bins[@]}"; do
        sb=$(per_run "$b" run --lang python "$hello")
        echo "round $round: $b run: ${sb} us/run ($(python3 -c "print(f'{$sb/$bare:.2f}')")x bare)"
    done
done
