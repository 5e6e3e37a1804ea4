cap = int(input())
R = [(3, "Fizz"), (5, "Buzz")]
print("\n".join("".join(s for q, s in R if i % q == 0)   # words that apply
                or str(i) for i in range(1, cap + 1)))
