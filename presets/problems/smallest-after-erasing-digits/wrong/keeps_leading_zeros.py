def smallest_after_erasing(digits, k):
    stack = []
    for d in digits:
        while k > 0 and stack and stack[-1] > d:
            stack.pop()
            k -= 1
        stack.append(d)
    if k > 0:
        del stack[len(stack) - k:]
    return "".join(stack) or "0"  # "012" is not how a number is written
