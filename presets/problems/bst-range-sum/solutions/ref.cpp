class Solution {
public:
    long long rangeSum(TreeNode* root, int low, int high) {
        long long total = 0;
        vector<TreeNode*> st;
        if (root) st.push_back(root);
        while (!st.empty()) {
            TreeNode* node = st.back();
            st.pop_back();
            if (node->val < low) {
                if (node->right) st.push_back(node->right);
            } else if (node->val > high) {
                if (node->left) st.push_back(node->left);
            } else {
                total += node->val;
                if (node->left) st.push_back(node->left);
                if (node->right) st.push_back(node->right);
            }
        }
        return total;
    }
};
