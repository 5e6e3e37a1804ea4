MOD = 10**9 + 7


def sum_of_minimums(bandwidth):
    n = len(bandwidth)
    left = [0] * n   # i - (index of the previous strictly smaller value)
    right = [0] * n  # (index of the next smaller-or-equal value) - i
    stack = []
    for i in range(n):
        while stack and bandwidth[stack[-1]] >= bandwidth[i]:
            stack.pop()
        left[i] = i - (stack[-1] if stack else -1)
        stack.append(i)
    stack = []
    for i in range(n - 1, -1, -1):
        while stack and bandwidth[stack[-1]] > bandwidth[i]:
            stack.pop()
        right[i] = (stack[-1] if stack else n) - i
        stack.append(i)
    total = 0
    for i in range(n):
        total = (total + bandwidth[i] * left[i] * right[i]) % MOD
    return total
