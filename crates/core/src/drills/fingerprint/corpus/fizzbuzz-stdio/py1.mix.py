top = int(input())
unused = []
for x in range(1, top + 1):
    if x % 15 == 0: print("FizzBuzz")
    elif x % 5 == 0:
        print("Buzz")   # five
    elif x % 3 == 0:
        print("Fizz")
    else: print(x)
