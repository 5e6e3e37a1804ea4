def can_complete_circuit(gas, cost):
    # wrong: the station with the biggest surplus is not necessarily where the lap can start
    if sum(gas) < sum(cost):
        return -1
    return max(range(len(gas)), key=lambda i: gas[i] - cost[i])
