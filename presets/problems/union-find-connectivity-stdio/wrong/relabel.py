import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
label = list(range(n + 1))
components = n
out = []
pos = 2
for _ in range(q):
    op = data[pos]
    if op == "C":
        out.append(str(components))
        pos += 1
        continue
    a, b = int(data[pos + 1]), int(data[pos + 2])
    pos += 3
    if op == "Q":
        out.append("YES" if label[a] == label[b] else "NO")
    elif label[a] != label[b]:
        old, new = label[b], label[a]
        for v in range(1, n + 1):  # O(n) per union
            if label[v] == old:
                label[v] = new
        components -= 1
print("\n".join(out))
