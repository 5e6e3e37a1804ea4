import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    starts = map(int, data[1:1 + 2 * n:2])
    ends = map(int, data[2:2 + 2 * n:2])
    # Pack (end, start) into one int (both < 2^30): sorting plain ints is much cheaper than tuples.
    mask = (1 << 30) - 1
    taken, last_end = 0, -1
    for key in sorted((e << 30) | s for e, s in zip(ends, starts)):
        if key & mask >= last_end:
            taken += 1
            last_end = key >> 30
    print(taken)


main()
