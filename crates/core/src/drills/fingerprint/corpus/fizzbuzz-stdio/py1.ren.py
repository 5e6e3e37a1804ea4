# read the limit
limit = int(input())
for k in range(1, limit + 1):
    if k % 15 == 0:
        print("FizzBuzz")  # both
    elif k % 3 == 0:
        print("Fizz")
    elif k % 5 == 0:
        print("Buzz")
    else:
        print(k)
