# divisor -> word
TABLE = [(3, "Fizz"), (5, "Buzz")]

limit = int(input())
print("\n".join(
    "".join(label for div, label in TABLE if num % div == 0) or str(num)
    for num in range(1, limit + 1)
))
