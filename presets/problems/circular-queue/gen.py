"""A circular-queue workload of n operations (camelCase names, as LeetCode-style lists write
them). Small capacities make the queue fill, drain and wrap around often."""

OPS = ["enQueue", "enQueue", "deQueue", "Front", "Rear", "isEmpty", "isFull"]


def generate(n, rng):
    k = rng.randint(1, max(1, min(n, 8))) if n < 1000 else rng.randint(1, 64)
    calls = [["MyCircularQueue", k]]
    for _ in range(n):
        op = rng.choice(OPS)
        calls.append([op, rng.randint(0, 10**9)] if op == "enQueue" else [op])
    return calls


def valid(args):
    return len(args) >= 1 and args[0][0] == "MyCircularQueue" and args[0][1] >= 1
