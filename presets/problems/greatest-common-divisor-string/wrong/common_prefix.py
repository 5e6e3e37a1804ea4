def gcd_of_strings(a, b):
    k = 0
    while k < min(len(a), len(b)) and a[k] == b[k]:
        k += 1
    return a[:k]  # a shared prefix need not divide either string
