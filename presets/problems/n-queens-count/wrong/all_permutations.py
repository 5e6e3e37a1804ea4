from itertools import permutations


def total_n_queens(n):
    count = 0
    for cols in permutations(range(n)):  # n! candidates, no pruning
        if len({r + c for r, c in enumerate(cols)}) == n and len({r - c for r, c in enumerate(cols)}) == n:
            count += 1
    return count
