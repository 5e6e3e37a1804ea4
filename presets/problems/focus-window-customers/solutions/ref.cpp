class Solution {
public:
    int maxHappyCustomers(vector<int>& customers, vector<int>& distracted, int minutes) {
        int n = customers.size(), happy = 0, won = 0;
        for (int i = 0; i < n; ++i)
            if (!distracted[i]) happy += customers[i];
        for (int i = 0; i < minutes; ++i) won += customers[i] * distracted[i];
        int best = won;
        for (int i = minutes; i < n; ++i) {
            won += customers[i] * distracted[i] - customers[i - minutes] * distracted[i - minutes];
            best = max(best, won);
        }
        return happy + best;
    }
};
