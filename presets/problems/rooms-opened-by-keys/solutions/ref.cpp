class Solution {
public:
    bool canVisitAllRooms(vector<vector<int>>& rooms) {
        int n = rooms.size();
        vector<char> opened(n, 0);
        opened[0] = 1;
        int count = 1;
        vector<int> stack{0};
        while (!stack.empty()) {
            int room = stack.back();
            stack.pop_back();
            for (int key : rooms[room])
                if (!opened[key]) {
                    opened[key] = 1;
                    ++count;
                    stack.push_back(key);
                }
        }
        return count == n;
    }
};
