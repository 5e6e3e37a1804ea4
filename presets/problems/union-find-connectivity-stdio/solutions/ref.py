import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    parent = list(range(n + 1))
    size = [1] * (n + 1)
    components = n

    def find(x):
        root = x
        while parent[root] != root:
            root = parent[root]
        while parent[x] != root:  # path compression, iterative: trees may be deep before it
            parent[x], x = root, parent[x]
        return root

    out = []
    pos = 2
    for _ in range(q):
        op = data[pos]
        if op == b"C":
            out.append(str(components))
            pos += 1
            continue
        ra, rb = find(int(data[pos + 1])), find(int(data[pos + 2]))
        pos += 3
        if op == b"Q":
            out.append("YES" if ra == rb else "NO")
        elif ra != rb:
            if size[ra] < size[rb]:
                ra, rb = rb, ra
            parent[rb] = ra
            size[ra] += size[rb]
            components -= 1
    if out:
        sys.stdout.write("\n".join(out) + "\n")


main()
