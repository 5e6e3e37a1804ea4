def fraction_to_decimal(numerator, denominator):
    sign = "-" if numerator * denominator < 0 else ""
    num, den = abs(numerator), abs(denominator)
    whole, rem = divmod(num, den)
    if rem == 0:
        return sign + str(whole)
    digits = []
    first_seen = {}
    while rem and rem not in first_seen:
        first_seen[rem] = len(digits)
        d, rem = divmod(rem * 10, den)
        digits.append(str(d))
    if rem:
        i = first_seen[rem]
        return sign + str(whole) + "." + "".join(digits[:i]) + "(" + "".join(digits[i:]) + ")"
    # wrong: drops the whole part when it is 0 ("-.5" instead of "-0.5")
    return sign + (str(whole) if whole else "") + "." + "".join(digits)
