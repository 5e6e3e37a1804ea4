def final_funds(funds, k, need, gain):
    affordable = sorted((g for n, g in zip(need, gain) if n <= funds), reverse=True)  # decided once
    return funds + sum(affordable[:k])
