import CorollaLayout
print("corolla")
