import sys

data = sys.stdin.read().split()
r, c = int(data[0]), int(data[1])
a = [data[2 + i * c:2 + (i + 1) * c] for i in range(r)]
flat = [a[i][j] for j in range(c) for i in range(r)]
# bug: each output line must hold r numbers, not c
for start in range(0, len(flat), c):
    print(" ".join(flat[start:start + c]))
