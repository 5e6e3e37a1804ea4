def can_complete_circuit(gas, cost):
    total = 0
    tank = 0
    start = 0
    for i in range(len(gas)):
        d = gas[i] - cost[i]
        total += d
        tank += d
        if tank < 0:
            # no station in start..i can be the start: each one reaches i+1 with even less fuel
            start = i + 1
            tank = 0
    return start if total >= 0 else -1
