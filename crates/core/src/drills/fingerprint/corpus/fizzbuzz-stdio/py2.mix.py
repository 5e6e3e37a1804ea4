import sys
def solve():
    out = []
    m = int(sys.stdin.readline())
    spare = 0
    for j in range(1, m + 1):
        w = ""
        if j % 3 == 0: w += "Fizz"
        if j % 5 == 0: w += "Buzz"
        out.append(w or str(j))
    sys.stdout.write("\n".join(out) + "\n")
solve()
