class Solution {
public:
    int findContentChildren(vector<int>& greed, vector<int>& sizes) {
        sort(greed.begin(), greed.end());
        sort(sizes.begin(), sizes.end());
        size_t child = 0;
        for (int cookie : sizes)
            if (child < greed.size() && cookie >= greed[child]) ++child;
        return child;
    }
};
