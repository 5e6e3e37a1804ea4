import sys

data = sys.stdin.read().split()
n = int(data[0])
iv = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))  # (end, start)
best = [1] * n
for i in range(n):
    for j in range(i):
        if iv[j][0] <= iv[i][1] and best[j] + 1 > best[i]:
            best[i] = best[j] + 1
print(max(best, default=0))
