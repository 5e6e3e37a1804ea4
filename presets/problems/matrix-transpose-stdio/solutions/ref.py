import sys


def main():
    data = sys.stdin.buffer.read().split()
    r, c = int(data[0]), int(data[1])
    cells = data[2:2 + r * c]
    # Column j of the row-major matrix is the stride-c slice starting at j.
    lines = [b" ".join(cells[j::c]) for j in range(c)]
    sys.stdout.buffer.write(b"\n".join(lines) + b"\n")


main()
