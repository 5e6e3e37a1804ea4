import re
import sys

data = sys.stdin.read()
first, _, text = data.partition("\n")
k = int(first)
words = re.findall(r"[a-z]+", text.lower())
distinct = sorted(set(words))
counted = [(w, words.count(w)) for w in distinct]
counted.sort(key=lambda wc: -wc[1])
for w, c in counted[:k]:
    print(w, c)
