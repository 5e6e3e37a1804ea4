import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
parent = list(range(n + 1))
components = n


def find(x):
    if parent[x] != x:
        parent[x] = find(parent[x])
    return parent[x]


out = []
pos = 2
for _ in range(q):
    op = data[pos]
    if op == "C":
        out.append(str(components))
        pos += 1
        continue
    ra, rb = find(int(data[pos + 1])), find(int(data[pos + 2]))
    pos += 3
    if op == "Q":
        out.append("YES" if ra == rb else "NO")
    elif ra != rb:
        parent[ra] = rb
        components -= 1
print("\n".join(out))
