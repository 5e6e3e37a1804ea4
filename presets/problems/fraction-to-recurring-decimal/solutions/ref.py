def fraction_to_decimal(numerator, denominator):
    if numerator == 0:
        return "0"
    sign = "-" if (numerator < 0) != (denominator < 0) else ""
    num, den = abs(numerator), abs(denominator)
    whole, rem = divmod(num, den)
    if rem == 0:
        return sign + str(whole)
    digits = []
    first_seen = {}  # remainder -> index of the digit it produces
    while rem and rem not in first_seen:
        first_seen[rem] = len(digits)
        d, rem = divmod(rem * 10, den)
        digits.append(str(d))
    if rem:  # the remainder repeated: everything from its first digit on repeats
        i = first_seen[rem]
        frac = "".join(digits[:i]) + "(" + "".join(digits[i:]) + ")"
    else:
        frac = "".join(digits)
    return sign + str(whole) + "." + frac
