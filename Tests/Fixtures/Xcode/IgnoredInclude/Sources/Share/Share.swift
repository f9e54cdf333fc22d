struct Share {}
