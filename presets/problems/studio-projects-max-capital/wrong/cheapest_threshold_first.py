def max_capital(k, capital, need, gain):
    taken = 0
    for c, g in sorted(zip(need, gain)):  # lowest threshold first, whatever it earns
        if taken == k or c > capital:
            break
        capital += g
        taken += 1
    return capital
