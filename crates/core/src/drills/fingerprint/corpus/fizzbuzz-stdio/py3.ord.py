n = int(input())
RULES = [(3, "Fizz"), (5, "Buzz")]
print("\n".join(
    "".join(name for d, name in RULES if k % d == 0) or str(k)
    for k in range(1, n + 1)
))
