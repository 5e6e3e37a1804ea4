import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))  # (start, end)
taken, last_end = 0, -1
for s, e in iv:
    if s >= last_end:
        taken += 1
        last_end = e
print(taken)
