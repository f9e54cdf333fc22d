import KitSign

struct LabApp {
  let signer = Signer()
}
