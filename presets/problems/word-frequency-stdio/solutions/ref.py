import re
import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read()
    first, _, text = data.partition(b"\n")
    k = int(first)
    counts = Counter(re.findall(rb"[a-z]+", text.lower()))
    top = sorted(counts.items(), key=lambda wc: (-wc[1], wc[0]))[:k]
    sys.stdout.write("".join(f"{w.decode()} {c}\n" for w, c in top))


main()
