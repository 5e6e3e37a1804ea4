class Solution {
public:
    int nearestLeafDepth(TreeNode* root) {
        if (!root) return 0;
        vector<TreeNode*> level{root};
        for (int depth = 1;; ++depth) {
            vector<TreeNode*> nxt;
            for (TreeNode* node : level) {
                if (!node->left && !node->right) return depth;
                if (node->left) nxt.push_back(node->left);
                if (node->right) nxt.push_back(node->right);
            }
            level.swap(nxt);
        }
    }
};
