struct CartMock {}
