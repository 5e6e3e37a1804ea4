def can_complete_circuit(gas, cost):
    tank = 0
    start = 0
    for i in range(len(gas)):
        tank += gas[i] - cost[i]
        if tank < 0:
            start = i + 1
            tank = 0
    return start if start < len(gas) else -1  # wrong: never checks that the whole lap is affordable
