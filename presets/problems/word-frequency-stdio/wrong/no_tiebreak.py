import re
import sys

data = sys.stdin.read()
first, _, text = data.partition("\n")
k = int(first)
counts = {}
for w in re.findall(r"[a-z]+", text.lower()):
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda wc: wc[1], reverse=True)[:k]
for w, c in top:
    print(w, c)
