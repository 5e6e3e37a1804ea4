def num_islands_after(m, n, positions):
    parent = [-1] * (m * n)  # -1: water; otherwise the union-find parent
    size = [0] * (m * n)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]  # path halving
            x = parent[x]
        return x

    count = 0
    answer = []
    for r, c in positions:
        cell = r * n + c
        if parent[cell] < 0:  # filling land again changes nothing
            parent[cell] = cell
            size[cell] = 1
            count += 1
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c + 1)):  # diagonals too
                if 0 <= rr < m and 0 <= cc < n and parent[rr * n + cc] >= 0:
                    a, b = find(cell), find(rr * n + cc)
                    if a != b:
                        if size[a] < size[b]:
                            a, b = b, a
                        parent[b] = a  # union by size
                        size[a] += size[b]
                        count -= 1
        answer.append(count)
    return answer
